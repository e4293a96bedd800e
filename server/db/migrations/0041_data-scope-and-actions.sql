ALTER TABLE "roles" ADD COLUMN "actions" text[] DEFAULT '{export,delete,send,settings}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "extra_role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "employee_id" integer;