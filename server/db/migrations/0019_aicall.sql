CREATE TABLE "ai_call_imports" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ai_call_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'parsing' NOT NULL,
	"assign_mode" text DEFAULT 'even' NOT NULL,
	"employee_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remind_after_days" integer DEFAULT 2 NOT NULL,
	"recycle_after_days" integer DEFAULT 7 NOT NULL,
	"file_content" text,
	"staged" jsonb,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"duplicate_rows" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_call_imports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_call_numbers" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ai_call_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"employee_id" integer,
	"status" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"allot_num" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"added_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_call_numbers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ai_call_reminders" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ai_call_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day" text NOT NULL,
	"pending" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_call_reminders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ai_call_reminders_once" UNIQUE("tenant_id","import_id","employee_id","day")
);
--> statement-breakpoint
ALTER TABLE "ai_call_imports" ADD CONSTRAINT "ai_call_imports_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_call_numbers" ADD CONSTRAINT "ai_call_numbers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_call_reminders" ADD CONSTRAINT "ai_call_reminders_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_call_imports_created" ON "ai_call_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_call_numbers_import" ON "ai_call_numbers" USING btree ("tenant_id","import_id","status");--> statement-breakpoint
CREATE INDEX "ai_call_numbers_phone" ON "ai_call_numbers" USING btree ("tenant_id","phone");