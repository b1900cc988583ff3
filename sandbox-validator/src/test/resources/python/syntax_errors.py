"""For each snippet of syntax_errors.txt, prints one JSON line: ok, and the SyntaxError's type, msg, line, column."""
import ast, json, sys, warnings

def unescape(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == '\\' and i + 1 < len(s) and s[i + 1] in 'nt\\':
            out.append({'n': '\n', 't': '\t', '\\': '\\'}[s[i + 1]])
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)

warnings.simplefilter('ignore')
with open(sys.argv[1], encoding='utf-8') as f:
    for line in f:
        line = line.rstrip('\n')
        if not line or line.startswith('# '):
            continue
        src = unescape(line)
        try:
            ast.parse(src)
            r = {"snippet": line, "ok": True}
        except SyntaxError as e:
            r = {"snippet": line, "ok": False, "type": type(e).__name__, "msg": e.msg, "line": e.lineno,
                 "column": e.offset}
        except ValueError as e:
            r = {"snippet": line, "ok": False, "type": "SyntaxError", "msg": str(e), "line": 1, "column": 1}
        print(json.dumps(r))
