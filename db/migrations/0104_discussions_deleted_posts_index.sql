-- Unread counts leave soft-deleted posts out (issue 11): a thread's unread posts are its highest
-- post number minus the reader's position minus the deleted posts after that position. This
-- partial index holds only deleted posts, so that subtraction never reads the thread's posts.
CREATE INDEX discussion_posts_deleted_idx ON discussion_posts (thread_id, post_number) WHERE deleted_at IS NOT NULL;
