// The Linux file-event calls the preview's source watcher makes (inotify), kept here so
// that Swift needs no Glibc-only declarations. Elsewhere each returns -1 with errno
// ENOSYS, and the watcher falls back to polling.
#include <errno.h>
#if defined(__linux__)
#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>
#endif

#include "CListDocsSystem.h"

int listdocs_file_events_open(void) {
#if defined(__linux__)
    return inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int listdocs_file_events_watch(int events, const char *folder) {
#if defined(__linux__)
    // What a save can do to a folder's entries or to the folder itself: write a file in
    // place, create or rename one into it (an editor's atomic save), remove one, change
    // its permissions, or remove or move the folder.
    uint32_t mask = IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE
        | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;
    return inotify_add_watch(events, folder, mask);
#else
    (void)events;
    (void)folder;
    errno = ENOSYS;
    return -1;
#endif
}

int listdocs_file_events_wait(int events, int timeout_milliseconds) {
#if defined(__linux__)
    struct pollfd waiting = {.fd = events, .events = POLLIN, .revents = 0};
    int ready = poll(&waiting, 1, timeout_milliseconds);
    if (ready < 0) return errno == EINTR ? 0 : -1;
    if (ready == 0) return 0;
    // Only that something happened matters: the rebuild compares every source's
    // modification time. Read the queue empty so the next wait sleeps again.
    char buffer[16384];
    int arrived = 0;
    for (;;) {
        ssize_t count = read(events, buffer, sizeof buffer);
        if (count > 0) {
            arrived = 1;
            continue;
        }
        if (count < 0 && errno == EINTR) continue;
        if (count < 0 && errno != EAGAIN) return -1;
        return arrived;
    }
#else
    (void)events;
    (void)timeout_milliseconds;
    errno = ENOSYS;
    return -1;
#endif
}
