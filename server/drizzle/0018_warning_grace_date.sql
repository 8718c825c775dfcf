-- Warning mode (docs/adr/0028): the community's grace date for an owner's extra car over the
-- unit maximum (spec §8 'We will allow another vehicle until ...'); null: until its checkout.
ALTER TABLE "communities" ADD COLUMN "warning_grace_date" date;
