#ifndef CLISTDOCS_SYSTEM_H
#define CLISTDOCS_SYSTEM_H

/// Exchanges the two paths in one atomic step: each name afterwards refers to what the
/// other referred to. Both must exist. Linux: renameat2(RENAME_EXCHANGE); macOS:
/// renamex_np(RENAME_SWAP). Returns 0, or -1 with errno set (ENOSYS, EINVAL or ENOTSUP
/// where the system or the file system cannot exchange).
int listdocs_exchange_paths(const char *first, const char *second);

/// The modification time of `path` (following symbolic links) in nanoseconds since
/// 1970, or -1 when it cannot be read. Hides the field's platform name (`st_mtim` on
/// Linux, `st_mtimespec` on macOS).
long long listdocs_modification_time(const char *path);

/// What changes in a file's status when the file does: writes `fields` with its device,
/// inode, mode, size, modification time and status-change time (both in nanoseconds since
/// 1970). `follow_links`: 1 reads what a symbolic link leads to (stat), 0 the link itself
/// (lstat). 0, or -1 with errno set.
int listdocs_file_signature(const char *path, int follow_links, long long fields[6]);

/// The most file descriptors this process may hold open at once (the soft limit of
/// RLIMIT_NOFILE), or -1 when it cannot be read or is unlimited.
long long listdocs_descriptor_limit(void);

/// What a descriptor is watched for, and what happened to it (`listdocs_readiness_*`).
enum {
    LISTDOCS_READABLE = 1,
    LISTDOCS_WRITABLE = 2,
    LISTDOCS_HUNG_UP = 4,
    LISTDOCS_FAILED = 8,
};

/// A new readiness queue (Linux: an epoll instance, close-on-exec), or -1 with errno set.
int listdocs_readiness_open(void);

/// A descriptor that wakes a waiting `listdocs_readiness_wait` once signalled (Linux: an
/// eventfd), or -1 with errno set.
int listdocs_wakeup_open(void);

/// Signals a descriptor made by `listdocs_wakeup_open`; 0, or -1 with errno set.
int listdocs_wakeup_signal(int wakeup);

/// Watches `descriptor` for what `wants` holds (LISTDOCS_READABLE, LISTDOCS_WRITABLE; 0
/// stops watching it), edge-triggered. Whatever the queue knew of that number before is
/// replaced, so a number a closed socket had and a new socket has again is watched afresh,
/// and forgetting a number that is closed or was never watched succeeds. 0, or -1 with
/// errno set.
int listdocs_readiness_watch(int queue, int descriptor, int wants);

/// Waits until at least one watched descriptor is ready; writes up to `capacity` (at most
/// 64) descriptors and, for each, what happened (LISTDOCS_* flags). Returns how many, 0
/// when a signal interrupted the wait, or -1 with errno set.
int listdocs_readiness_wait(int queue, int *descriptors, int *happened, int capacity);

/// A new queue of file events (Linux: inotify, non-blocking, close-on-exec), or -1 with
/// errno set (ENOSYS where the system has none this code knows).
int listdocs_file_events_open(void);

/// Adds `folder` to the queue: its entries' writes, creations, removals and renames, and
/// the folder's own removal. Adding a folder again is harmless. The watch's number, or -1
/// with errno set (ENOENT when the folder is missing).
int listdocs_file_events_watch(int events, const char *folder);

/// Waits up to `timeout_milliseconds` (-1: forever) for events and reads the queue empty.
/// 1 when something happened, 0 when the time ran out or a signal interrupted the wait,
/// -1 with errno set.
int listdocs_file_events_wait(int events, int timeout_milliseconds);

#endif
