CREATE TABLE "moment_reminders" (
	"tenant_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moment_tasks" ADD COLUMN "sender_scope" jsonb DEFAULT '{"kind":"all","ids":[]}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "moment_reminders_task_idx" ON "moment_reminders" USING btree ("tenant_id","task_id","employee_id","reminded_at");