// ThreadSanitizer does not see `Synchronization.Mutex` on Linux: it waits with futex calls
// from a library built without TSan, so TSan reports the data a mutex guards as racing. The
// sanitizer's own annotations say what the lock does. SwiftPM builds this file with
// `-fsanitize=thread` when the package is built with `--sanitize=thread`; otherwise the
// calls do nothing.
#include "sanitizer_hooks.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CMARK_SWIFT_TSAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define CMARK_SWIFT_TSAN 1
#endif

#if defined(CMARK_SWIFT_TSAN)
void __tsan_acquire(void *address);
void __tsan_release(void *address);
#endif

void cmark_swift_tsan_acquire(void *address) {
#if defined(CMARK_SWIFT_TSAN)
    __tsan_acquire(address);
#else
    (void)address;
#endif
}

void cmark_swift_tsan_release(void *address) {
#if defined(CMARK_SWIFT_TSAN)
    __tsan_release(address);
#else
    (void)address;
#endif
}
