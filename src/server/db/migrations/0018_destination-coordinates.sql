ALTER TABLE "destinations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_coordinates_both_or_neither" CHECK (("destinations"."latitude" is null) = ("destinations"."longitude" is null));--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_coordinates_in_india" CHECK ("destinations"."latitude" between 6 and 38 and "destinations"."longitude" between 68 and 98);--> statement-breakpoint
-- The seeded destinations of a database seeded before this migration get their places (a new
-- database gets them from the seed itself).
UPDATE "destinations" AS d SET "latitude" = v.lat, "longitude" = v.lon
FROM (VALUES
  ('agra', 27.1751, 78.0421),
  ('delhi', 28.6139, 77.209),
  ('goa', 15.4909, 73.8278),
  ('ladakh', 34.1526, 77.5771),
  ('jaipur', 26.9124, 75.7873),
  ('varanasi', 25.3176, 82.9739),
  ('kashmir', 34.0837, 74.7973),
  ('andaman', 11.6234, 92.7265),
  ('udaipur', 24.5854, 73.7125),
  ('rishikesh', 30.0869, 78.2676),
  ('jodhpur', 26.2389, 73.0243),
  ('mumbai', 18.922, 72.8347),
  ('hampi', 15.335, 76.46),
  ('bengaluru', 12.9716, 77.5946),
  ('khajuraho', 24.8318, 79.9199),
  ('puducherry', 11.9416, 79.8083),
  ('amritsar', 31.62, 74.8765),
  ('manali', 32.2432, 77.1892),
  ('shimla', 31.1048, 77.1734),
  ('dharamshala', 32.219, 76.3234),
  ('jim-corbett', 29.53, 78.7747),
  ('jaisalmer', 26.9157, 70.9083),
  ('ranthambore', 26.0173, 76.5026),
  ('rann-of-kutch', 23.8367, 69.6536),
  ('ajanta-ellora', 20.0268, 75.1771),
  ('gir', 21.17, 70.6),
  ('alleppey', 9.4981, 76.3388),
  ('munnar', 10.0889, 77.0595),
  ('kochi', 9.9312, 76.2673),
  ('mysuru', 12.2958, 76.6394),
  ('madurai', 9.9252, 78.1198),
  ('coorg', 12.4244, 75.7382),
  ('ooty', 11.4102, 76.695),
  ('hyderabad', 17.385, 78.4867),
  ('mahabalipuram', 12.6208, 80.1945),
  ('lakshadweep', 10.5669, 72.642),
  ('diu', 20.7144, 70.9874),
  ('majuli', 26.95, 94.1667),
  ('neil-island', 11.832, 93.03),
  ('kanha', 22.3345, 80.6115),
  ('bandhavgarh', 23.72, 81.02),
  ('orchha', 25.3518, 78.6403),
  ('gwalior', 26.2183, 78.1828),
  ('pachmarhi', 22.4674, 78.4346),
  ('sanchi', 23.4793, 77.7398)
) AS v(slug, lat, lon)
WHERE d."slug" = v.slug AND d."latitude" IS NULL;
