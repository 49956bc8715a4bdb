// What ThreadSanitizer is told about the package's locks (see Locked.swift).
// Only the MarkdownSupport module imports this module.
#ifndef CMARK_SWIFT_SANITIZER_HOOKS_H
#define CMARK_SWIFT_SANITIZER_HOOKS_H

/// Under ThreadSanitizer, that the lock at `address` was taken: what the holder before
/// released happens before what follows. Nothing in other builds.
void cmark_swift_tsan_acquire(void *address);

/// Under ThreadSanitizer, that the lock at `address` is about to be released.
void cmark_swift_tsan_release(void *address);

#endif
