CREATE TABLE "saved_places" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sr_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_places_user_id_kind_sr_no_pk" PRIMARY KEY("user_id","kind","sr_no"),
	CONSTRAINT "saved_places_kind" CHECK ("saved_places"."kind" in ('destination', 'package'))
);
--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_places_user_newest" ON "saved_places" USING btree ("user_id","created_at" DESC NULLS LAST);