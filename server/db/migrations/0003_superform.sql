CREATE TABLE "superform_effects" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "superform_effects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_id" integer NOT NULL,
	"effect_type" text NOT NULL,
	"status" text NOT NULL,
	"summary" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superform_effects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "superform_records" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "superform_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"behaviour" smallint NOT NULL,
	"visitor_id" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"customer_type" smallint DEFAULT 1 NOT NULL,
	"customer_id" bigint,
	"customer_name" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superform_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "superforms" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "superforms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"buttons_word" text DEFAULT '提交' NOT NULL,
	"form_status" smallint DEFAULT 1 NOT NULL,
	"commit_limit" integer DEFAULT 1 NOT NULL,
	"validity_type" smallint DEFAULT 2 NOT NULL,
	"end_time" timestamp with time zone,
	"end_word" text DEFAULT '' NOT NULL,
	"is_skip" boolean DEFAULT false NOT NULL,
	"skip_type" smallint DEFAULT 1 NOT NULL,
	"skip_link" text DEFAULT '' NOT NULL,
	"open_action_notice" boolean DEFAULT false NOT NULL,
	"public_member_id" text DEFAULT '' NOT NULL,
	"public_member_name" text DEFAULT '' NOT NULL,
	"open_client_tag" boolean DEFAULT false NOT NULL,
	"open_track_record" boolean DEFAULT false NOT NULL,
	"component_list" jsonb NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "superforms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "superforms_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "superform_effects" ADD CONSTRAINT "superform_effects_record_fk" FOREIGN KEY ("tenant_id","record_id") REFERENCES "public"."superform_records"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superform_records" ADD CONSTRAINT "superform_records_form_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."superforms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superforms" ADD CONSTRAINT "superforms_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "superform_effects_record_idx" ON "superform_effects" USING btree ("tenant_id","record_id");--> statement-breakpoint
CREATE INDEX "superform_records_list_idx" ON "superform_records" USING btree ("tenant_id","form_id","behaviour","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "superform_records_visitor_idx" ON "superform_records" USING btree ("tenant_id","form_id","visitor_id");--> statement-breakpoint
CREATE INDEX "superform_records_phone_idx" ON "superform_records" USING btree ("tenant_id","form_id","phone");--> statement-breakpoint
CREATE INDEX "superforms_list_idx" ON "superforms" USING btree ("tenant_id","form_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "superforms_created_idx" ON "superforms" USING btree ("tenant_id","created_at" DESC NULLS LAST);