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

/// The most file descriptors this process may hold open at once (the soft limit of
/// RLIMIT_NOFILE), or -1 when it cannot be read or is unlimited.
long long listdocs_descriptor_limit(void);

#endif
