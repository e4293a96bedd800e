CREATE TABLE "fission_invites" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fission_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_customer_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"lost_at" timestamp with time zone,
	CONSTRAINT "fission_invites_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fission_invites_invitee_once" UNIQUE("tenant_id","task_id","invitee_customer_id")
);
--> statement-breakpoint
CREATE TABLE "fission_participants" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fission_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"employee_id" integer NOT NULL,
	"inviter_id" integer,
	"poster_key" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fission_participants_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fission_participants_poster_key_unique" UNIQUE("poster_key"),
	CONSTRAINT "fission_participants_once" UNIQUE("tenant_id","task_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "fission_rewards" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fission_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"status" smallint NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone,
	CONSTRAINT "fission_rewards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fission_rewards_stage_once" UNIQUE("tenant_id","participant_id","stage")
);
--> statement-breakpoint
CREATE TABLE "fission_tasks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "fission_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scan_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fission_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "fission_tasks_scan_key_unique" UNIQUE("scan_key")
);
--> statement-breakpoint
ALTER TABLE "fission_invites" ADD CONSTRAINT "fission_invites_task_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."fission_tasks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fission_participants" ADD CONSTRAINT "fission_participants_task_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."fission_tasks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fission_rewards" ADD CONSTRAINT "fission_rewards_task_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."fission_tasks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fission_tasks" ADD CONSTRAINT "fission_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fission_invites_inviter_idx" ON "fission_invites" USING btree ("tenant_id","task_id","inviter_id");--> statement-breakpoint
CREATE INDEX "fission_participants_task_idx" ON "fission_participants" USING btree ("tenant_id","task_id","joined_at");--> statement-breakpoint
CREATE INDEX "fission_tasks_tenant_created_idx" ON "fission_tasks" USING btree ("tenant_id","created_at" DESC NULLS LAST);