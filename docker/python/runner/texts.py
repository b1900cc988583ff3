# Licensed under the Apache License, Version 2.0.
"""The runner's messages for a model, worded as io.agentcage.text.ModelText words them on the Java side, so that a
model reads the same words from every backend (RunnerMessagesScriptTest compares them)."""


def timeout_message(elapsed, limit):
    """As io.agentcage.text.ModelText.timeoutMessage: 'timed out at the limit of 2 s (after 2.0 s)'."""
    return "timed out at the limit of %s (after %s)" % (_duration(limit), _duration(elapsed))


def memory_message(limit_bytes):
    """The message of an OOM kill, naming the container's memory limit when the cgroup tells it."""
    if 0 < limit_bytes < (1 << 62):
        return "memory limit exceeded (limit: %s): the code was killed by the kernel's OOM killer" % _bytes(limit_bytes)
    return "memory limit exceeded: the code was killed by the kernel's OOM killer"


def _duration(seconds):
    """As io.agentcage.text.ModelText.duration: '500 ms', '10 s', '2.5 s', '2 min'."""
    ms = int(round(seconds * 1000))
    if ms < 1000:
        return "%d ms" % ms
    if ms % 60000 == 0:
        return "%d min" % (ms // 60000)
    return "%d s" % (ms // 1000) if ms % 1000 == 0 else "%.1f s" % (ms / 1000.0)


def _bytes(n):
    """As io.agentcage.text.ModelText.bytes: '512 bytes', '12.3 KiB', '256 MiB'."""
    if n < 1024:
        return "%d bytes" % n
    value, unit = float(n), -1
    units = ("KiB", "MiB", "GiB", "TiB", "PiB", "EiB")
    while value >= 1024 and unit < len(units) - 1:
        value /= 1024
        unit += 1
    return ("%d" % value if value == int(value) else "%.1f" % value) + " " + units[unit]
