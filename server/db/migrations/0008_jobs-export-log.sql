CREATE TABLE "export_tasks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"filters_summary" text NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"size" bigint DEFAULT 0 NOT NULL,
	"file_name" text,
	"error" text,
	"job_id" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "export_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_tenant_created_idx" ON "export_tasks" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "export_tasks_expires_idx" ON "export_tasks" USING btree ("status","expires_at");