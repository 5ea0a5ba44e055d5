// The review queue and decisions (DESIGN.md: a public publication waits for moderation).
export { isAdmin, requireAdmin } from "./admins";
export { pendingQueue, type PendingStyle } from "./queue";
export { approveStyle, moderationOf, moderationOfStyles, rejectStyle, type ModerationDecision, type OwnModeration } from "./decide";
