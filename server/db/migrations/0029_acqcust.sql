DROP INDEX "batch_tag_task_items_pending_idx";--> statement-breakpoint
ALTER TABLE "batch_tag_tasks" ADD COLUMN "cursor" bigint DEFAULT 0 NOT NULL;