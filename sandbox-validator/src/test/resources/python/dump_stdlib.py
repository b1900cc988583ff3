"""Writes one JSON line per .py file under a directory: path, ok, and ast.dump or the SyntaxError."""
import ast, json, os, sys
from concurrent.futures import ProcessPoolExecutor

def one(path):
    try:
        with open(path, 'rb') as f:
            data = f.read()
        tree = ast.parse(data, path)
        return {"path": path, "ok": True, "dump": ast.dump(tree)}
    except SyntaxError as e:
        return {"path": path, "ok": False, "error": "%s: %s" % (type(e).__name__, e.msg), "line": e.lineno}
    except (ValueError, RecursionError, MemoryError) as e:
        return {"path": path, "ok": False, "error": "%s: %s" % (type(e).__name__, e)}

def main():
    root = sys.argv[1]
    paths = []
    for d, _, files in os.walk(root):
        paths.extend(os.path.join(d, f) for f in files if f.endswith('.py'))
    paths.sort()
    with ProcessPoolExecutor(max_workers=2) as ex:
        for r in ex.map(one, paths, chunksize=32):
            sys.stdout.write(json.dumps(r) + "\n")

if __name__ == "__main__":
    main()
