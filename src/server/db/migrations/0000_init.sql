CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"package_id" integer NOT NULL,
	"guide_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"price" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"number_of_travelers" smallint DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_travelers_min" CHECK ("bookings"."number_of_travelers" >= 1),
	CONSTRAINT "bookings_dates_ordered" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_price_nonnegative" CHECK ("bookings"."price" >= 0),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending','confirmed','rejected','cancelled','completed')),
	CONSTRAINT "bookings_payment_status_known" CHECK ("bookings"."payment_status" in ('unpaid','paid','refunded'))
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sr_no" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"region" text NOT NULL,
	"description" text NOT NULL,
	"best_season" text NOT NULL,
	"interests" text[] NOT NULL,
	"avg_price" integer NOT NULL,
	"rating" real NOT NULL,
	"difficulty" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	CONSTRAINT "destinations_sr_no_unique" UNIQUE("sr_no"),
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "destinations_sr_no_positive" CHECK ("destinations"."sr_no" > 0),
	CONSTRAINT "destinations_avg_price_nonnegative" CHECK ("destinations"."avg_price" >= 0),
	CONSTRAINT "destinations_rating_range" CHECK ("destinations"."rating" >= 0 and "destinations"."rating" <= 5),
	CONSTRAINT "destinations_region_known" CHECK ("destinations"."region" in ('North India','West India','South India','Islands','Central India')),
	CONSTRAINT "destinations_difficulty_known" CHECK ("destinations"."difficulty" in ('Easy','Moderate','Challenging'))
);
--> statement-breakpoint
CREATE TABLE "package_accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"nights" smallint NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "package_accommodations_nights_nonnegative" CHECK ("package_accommodations"."nights" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_cost_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "package_cost_items_amount_nonnegative" CHECK ("package_cost_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_itinerary_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"day_number" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"meals" text[] NOT NULL,
	"stay" text,
	CONSTRAINT "package_itinerary_days_package_day" UNIQUE("package_id","day_number"),
	CONSTRAINT "package_itinerary_days_day_positive" CHECK ("package_itinerary_days"."day_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "package_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"user_id" text,
	"author" text NOT NULL,
	"rating" real NOT NULL,
	"comment" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_reviews_rating_half_steps" CHECK ("package_reviews"."rating" >= 1 and "package_reviews"."rating" <= 5 and "package_reviews"."rating" * 2 = round("package_reviews"."rating" * 2))
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sr_no" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"highlights" text[] NOT NULL,
	"difficulty" text NOT NULL,
	"duration_days" smallint NOT NULL,
	"price" integer NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"inclusions" text[] NOT NULL,
	"exclusions" text[] NOT NULL,
	CONSTRAINT "packages_sr_no_unique" UNIQUE("sr_no"),
	CONSTRAINT "packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "packages_price_nonnegative" CHECK ("packages"."price" >= 0),
	CONSTRAINT "packages_duration_positive" CHECK ("packages"."duration_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "guide_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"user_id" text,
	"author" text NOT NULL,
	"rating" real NOT NULL,
	"comment" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_reviews_rating_half_steps" CHECK ("guide_reviews"."rating" >= 1 and "guide_reviews"."rating" <= 5 and "guide_reviews"."rating" * 2 = round("guide_reviews"."rating" * 2))
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"sno" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"image" text,
	"image_alt" text NOT NULL,
	"specialization" text NOT NULL,
	"experience" smallint NOT NULL,
	"languages" text[] NOT NULL,
	"regions" text[] NOT NULL,
	"max_group_size" smallint NOT NULL,
	"certifications" text[] NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_sno_unique" UNIQUE("sno"),
	CONSTRAINT "guides_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "guides_experience_nonnegative" CHECK ("guides"."experience" >= 0),
	CONSTRAINT "guides_max_group_size_positive" CHECK ("guides"."max_group_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"guide_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"experience" smallint NOT NULL,
	"languages" text NOT NULL,
	"specialization" text NOT NULL,
	"about" text NOT NULL,
	"agree_to_terms" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_applications_experience_nonnegative" CHECK ("guide_applications"."experience" >= 0),
	CONSTRAINT "guide_applications_terms_agreed" CHECK ("guide_applications"."agree_to_terms"),
	CONSTRAINT "guide_applications_status_known" CHECK ("guide_applications"."status" in ('pending','approved','rejected')),
	CONSTRAINT "guide_applications_specialization_known" CHECK ("guide_applications"."specialization" in ('historical','adventure','cultural','wildlife','food','other'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"preferences" text DEFAULT '' NOT NULL,
	"profile_pic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_accommodations" ADD CONSTRAINT "package_accommodations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_cost_items" ADD CONSTRAINT "package_cost_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_gallery" ADD CONSTRAINT "package_gallery_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_itinerary_days" ADD CONSTRAINT "package_itinerary_days_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reviews" ADD CONSTRAINT "package_reviews_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reviews" ADD CONSTRAINT "package_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_sr_no_destinations_sr_no_fk" FOREIGN KEY ("sr_no") REFERENCES "public"."destinations"("sr_no") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_applications" ADD CONSTRAINT "guide_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "bookings_guide_status_idx" ON "bookings" USING btree ("guide_id","status");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "package_accommodations_package_idx" ON "package_accommodations" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_cost_items_package_idx" ON "package_cost_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_gallery_package_idx" ON "package_gallery" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_reviews_package_idx" ON "package_reviews" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "guide_reviews_guide_idx" ON "guide_reviews" USING btree ("guide_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guide_applications_status_idx" ON "guide_applications" USING btree ("status","created_at");