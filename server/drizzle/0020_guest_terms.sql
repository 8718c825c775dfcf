-- Guest terms (docs/adr/0030): the terms a guest accepts on an invitation page, community HTML
-- edited in the admin settings; empty means the guest page shows the renter terms.
ALTER TABLE "communities" ADD COLUMN "guest_tc" text NOT NULL DEFAULT '';
