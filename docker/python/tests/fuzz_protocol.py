# Licensed under the Apache License, Version 2.0.
"""Fuzzes the runner's pure decoding functions (protocol.decode_line, protocol.filter_result,
protocol.decode_worker_frame, protocol.OutputDemux) with random and mutated frames: each call must return a checked
value or raise protocol.ProtocolError, nothing else, and a decoded message must satisfy the protocol's rules. The
output demux must account for every byte it is fed, whatever the guest wrote into its pipe.

Imports only runner/protocol.py (json, os and struct; no supervisor, no process handling), so it is safe to run on
a host. Run by ProtocolFuzzScriptTest; by hand: python3 docker/python/tests/fuzz_protocol.py [iterations] [seed]
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runner"))
import protocol  # noqa: E402

SEEDS = [
    {"v": 1, "type": "exec", "id": 7, "code": "print(1)", "stdin": "", "env": {"A": "b"},
     "files": [{"path": "a.txt", "data": "aGk="}], "timeoutMs": 1000, "outputBytes": 1024, "returnBytes": 4096,
     "stream": True},
    {"v": 1, "type": "cancel", "id": 7},
    {"v": 1, "type": "preload", "id": 1, "modules": ["numpy", "pandas"]},
    {"v": 1, "type": "reset", "id": 2},
    {"v": 1, "type": "ping", "id": 3},
    {"v": 1, "type": "shutdown"},
]
WORKER_SEEDS = [
    {"status": "ok", "value": "3", "figures": [{"path": "_figures/figure-1.png", "mediaType": "image/png",
                                                "data": "iVBORw0KGgo="}]},
    {"status": "error", "error": {"type": "ValueError", "message": "x", "formatted": "Traceback", "errno": None,
                                  "frames": [{"file": "<string>", "line": 1, "function": "<module>",
                                              "source": "x"}]}},
    protocol.READY,
]
ODD_VALUES = [None, True, False, 0, -1, 1 << 70, 1.5, float("inf"), float("nan"), "", "x" * 1000, [], {}, [1],
              {"a": 1}, "\ud800", "\x00", 10 ** 30]
FIELDS = ["v", "type", "id", "code", "stdin", "env", "files", "timeoutMs", "outputBytes", "returnBytes", "stream",
          "modules", "path", "data", "status", "value", "error", "figures", "frames", "line", "errno"]


def mutate_value(rng, value, depth=0):
    choice = rng.random()
    if choice < 0.3:
        return rng.choice(ODD_VALUES)
    if isinstance(value, dict) and value and depth < 4:
        value = dict(value)
        key = rng.choice(list(value))
        action = rng.random()
        if action < 0.3:
            del value[key]
        elif action < 0.5:
            value[rng.choice(FIELDS)] = rng.choice(ODD_VALUES)
        else:
            value[key] = mutate_value(rng, value[key], depth + 1)
        return value
    if isinstance(value, list) and value and depth < 4:
        value = list(value)
        index = rng.randrange(len(value))
        value[index] = mutate_value(rng, value[index], depth + 1)
        return value
    if choice < 0.5:
        return [value] * rng.randint(0, 3)
    return value


def mutate_bytes(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        action = rng.random()
        if action < 0.4 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif action < 0.6 and data:
            del data[rng.randrange(len(data)):][:rng.randint(1, 16)]
        elif action < 0.8:
            position = rng.randrange(len(data) + 1)
            data[position:position] = bytes(rng.choice([b"{", b"}", b"[", b"\"", b"\\", b"NaN", b"1e999", b"\xff",
                                                        b"\n", b"-", b"9" * 5000, b"[" * 3000]))
        else:
            data = data[:rng.randrange(len(data) + 1)]
    return bytes(data)


def encode(value):
    return json.dumps(value, allow_nan=True).encode("utf-8", "surrogatepass")


def check_message(message):
    assert isinstance(message, dict), message
    assert message["v"] == 1 and message["type"] in protocol.MESSAGE_TYPES, message
    if "id" in message:
        assert isinstance(message["id"], int) and not isinstance(message["id"], bool) and message["id"] >= 0
    if message["type"] == "exec":
        for name in ("code", "stdin"):
            assert isinstance(message.get(name, ""), str)
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in message.get("env", {}).items())
        for entry in message.get("files", []):
            assert isinstance(entry["path"], str) and isinstance(entry["data"], str)
        float(message.get("timeoutMs", 1))
        int(message.get("outputBytes", 0))
        int(message.get("returnBytes", 0))
        assert isinstance(message.get("stream", False), bool)
    if message["type"] == "preload":
        assert all(isinstance(m, str) for m in message.get("modules", []))


def check_result(result):
    if result is None:
        return
    assert result["status"] in ("ok", "error")
    assert set(result) <= {"status", "value", "error", "figures"}, result
    json.dumps(result)  # the supervisor can frame it
    if "value" in result:
        assert isinstance(result["value"], str)
    if result["status"] == "error":
        error = result["error"]
        assert set(error) == {"type", "message", "formatted", "errno", "frames"}
        assert all(isinstance(error[k], str) for k in ("type", "message", "formatted"))
        for frame in error["frames"]:
            assert set(frame) == {"file", "line", "function", "source"} and isinstance(frame["line"], int)
    for figure in result.get("figures", []):
        assert set(figure) == {"path", "mediaType", "data"} and all(isinstance(v, str) for v in figure.values())


def check_demux(rng):
    """Frames of both streams, sometimes with garbage in between, fed in random pieces: every byte comes out once
    (as data of its stream, or as raw stdout after garbage), the frames before any garbage exactly."""
    demux = protocol.OutputDemux()
    frames, expected = [], {"stdout": b"", "stderr": b""}
    for _ in range(rng.randint(0, 6)):
        tag = rng.choice([b"o", b"e"])
        data = rng.randbytes(rng.choice([0, 1, 10, 5000]))
        frames.extend(protocol.encode_output(tag, data))
        expected["stdout" if tag == b"o" else "stderr"] += data
    stream = b"".join(frames)
    garbage = rng.random() < 0.3
    if garbage:
        position = rng.randrange(len(stream) + 1)
        stream = stream[:position] + rng.randbytes(rng.randint(1, 8)) + stream[position:]
    got, fed = [], 0
    while fed < len(stream):
        step = rng.randint(1, 9000)
        got.extend(demux.feed(stream[fed:fed + step]))
        fed += step
    got.extend(demux.leftover())
    total = sum(len(piece) for _, piece in got)
    overhead = sum(3 for f in frames)
    assert all(stream_name in ("stdout", "stderr") for stream_name, _ in got)
    if not demux.raw:
        assert total == len(stream) - overhead or garbage, (total, len(stream), overhead)
        if not garbage:
            assert b"".join(p for s, p in got if s == "stdout") == expected["stdout"]
            assert b"".join(p for s, p in got if s == "stderr") == expected["stderr"]
    assert total <= len(stream)


def main():
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    accepted = rejected = 0
    for i in range(iterations):
        if rng.random() < 0.7:
            seed_message = rng.choice(SEEDS)
            value = mutate_value(rng, seed_message) if rng.random() < 0.7 else seed_message
            line = encode(value)
            if rng.random() < 0.4:
                line = mutate_bytes(rng, line)
        else:
            line = bytes(rng.randrange(256) for _ in range(rng.randint(0, 64)))
        try:
            message = protocol.decode_line(line)
        except protocol.ProtocolError as error:
            rejected += 1
            assert str(error), "an error without a message for %r" % (line[:200],)
            assert error.message_id is None or isinstance(error.message_id, int)
        except BaseException as error:  # noqa: B902  anything else is the bug this script looks for
            print("FAIL iteration %d: decode_line(%r) raised %r" % (i, line[:300], error))
            return 1
        else:
            accepted += 1
            try:
                check_message(message)
            except Exception as error:
                print("FAIL iteration %d: decode_line accepted %r: %r" % (i, message, error))
                return 1
        try:
            check_demux(rng)
        except BaseException as error:  # noqa: B902
            print("FAIL iteration %d: output demux: %r" % (i, error))
            return 1
        worker = mutate_value(rng, rng.choice(WORKER_SEEDS))
        try:
            check_result(protocol.filter_result(worker))
            protocol.decode_worker_frame(mutate_bytes(rng, encode(worker)))
        except protocol.ProtocolError:
            pass
        except BaseException as error:  # noqa: B902
            print("FAIL iteration %d: worker frame %r: %r" % (i, worker, error))
            return 1
    print("ok %d frames: %d accepted, %d rejected" % (iterations, accepted, rejected))
    return 0


if __name__ == "__main__":
    sys.exit(main())
