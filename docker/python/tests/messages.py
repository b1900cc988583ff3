# Licensed under the Apache License, Version 2.0.
"""Prints the runner's messages for the inputs given as arguments, one per line, for RunnerMessagesScriptTest to
compare with the Java side's (io.agentcage.text.ModelText): a model must read the same words from every backend.

Imports supervisor.py only for its pure formatting functions; nothing here starts, signals or kills a process.
Usage: python3 messages.py timeout ELAPSED_S LIMIT_S | memory LIMIT_BYTES [...]
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runner"))
import supervisor  # noqa: E402


def main(args):
    while args:
        kind = args.pop(0)
        if kind == "timeout":
            print(supervisor.timeout_message(float(args.pop(0)), float(args.pop(0))))
        elif kind == "memory":
            print(supervisor.memory_message(int(args.pop(0))))
        else:
            raise SystemExit("unknown message kind %r" % kind)


if __name__ == "__main__":
    main(sys.argv[1:])
