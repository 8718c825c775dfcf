ALTER TABLE "users" ALTER COLUMN "parking_allowed" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "parking_allowed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "parking_allowed_renter" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "parking_allowed_renter" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "owner_free_parking" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "owner_free_parking" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "renter_free_parking" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "renter_free_parking" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Issue 9: a unit value equal to the community's is "community default" (null) from now on, so
-- HOA Settings change it; only real exceptions keep their own number (docs/adr/0007).
UPDATE "users" AS u SET
  "parking_allowed" = CASE WHEN u."parking_allowed" = c."parking_allowed_unit" THEN NULL ELSE u."parking_allowed" END,
  "parking_allowed_renter" = CASE WHEN u."parking_allowed_renter" = c."parking_allowed_renter" THEN NULL ELSE u."parking_allowed_renter" END,
  "owner_free_parking" = CASE WHEN u."owner_free_parking" = c."owner_free_parking_spots" THEN NULL ELSE u."owner_free_parking" END,
  "renter_free_parking" = CASE WHEN u."renter_free_parking" = c."renter_free_parking_spots" THEN NULL ELSE u."renter_free_parking" END
FROM "communities" AS c
WHERE c."hoaid" = u."hoaid";
