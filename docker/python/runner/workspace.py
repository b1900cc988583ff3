# Licensed under the Apache License, Version 2.0.
"""The workspace directory: input files in, changed and new files out, both base64 inside protocol messages."""

import base64
import os
import stat

ROOT = os.environ.get("AGENTCAGE_WORKSPACE", "/workspace")
_FORBIDDEN = {"", ".", ".."}


def valid_path(path):
    """The rules of io.agentcage.SandboxFile: relative, '/'-separated, no '.', '..' or empty segments."""
    if not path or path.startswith("/") or len(path) > 1024 or "\\" in path:
        return False
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in path):
        return False
    return not any(segment in _FORBIDDEN for segment in path.split("/"))


def write_inputs(files, root=ROOT):
    for entry in files:
        path = entry["path"]
        if not valid_path(path):
            raise ValueError("invalid input file path %r" % path)
        target = os.path.join(root, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW
        fd = os.open(target, flags, 0o600)
        try:
            data = base64.b64decode(entry["data"])
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)


def snapshot(root=ROOT):
    """Maps each regular file's relative path to (size, mtime_ns, inode); symbolic links are not followed."""
    state = {}
    stack = [""]
    while stack:
        relative = stack.pop()
        try:
            entries = list(os.scandir(os.path.join(root, relative)))
        except OSError:
            continue
        for entry in entries:
            path = relative + "/" + entry.name if relative else entry.name
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(info.st_mode):
                stack.append(path)
            elif stat.S_ISREG(info.st_mode):
                state[path] = (info.st_size, info.st_mtime_ns, info.st_ino)
    return state


def changed_files(before, max_bytes, root=ROOT):
    """Files new or changed since the snapshot `before`, up to `max_bytes` in total; and notes on skipped ones."""
    after = snapshot(root)
    files, notes, total = [], [], 0
    for path in sorted(after):
        if before.get(path) == after[path]:
            continue
        size = after[path][0]
        if not valid_path(path):
            notes.append("file %r not returned: its name is not a valid workspace path" % path)
            continue
        if total + size > max_bytes:
            notes.append("file '%s' not returned: returned files would exceed %d bytes" % (path, max_bytes))
            continue
        try:
            with open(os.path.join(root, path), "rb") as handle:
                data = handle.read(max_bytes - total + 1)
        except OSError as error:
            notes.append("file '%s' not returned: %s" % (path, error.strerror))
            continue
        if total + len(data) > max_bytes:
            notes.append("file '%s' not returned: returned files would exceed %d bytes" % (path, max_bytes))
            continue
        total += len(data)
        files.append({"path": path, "data": base64.b64encode(data).decode("ascii")})
    return files, notes
