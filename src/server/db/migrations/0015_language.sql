ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_known" CHECK ("user"."language" in ('en', 'es', 'pt-BR', 'fr', 'de'));