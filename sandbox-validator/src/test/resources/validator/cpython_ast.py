# Test helper: reads JSON lines {"code": SOURCE} on stdin, writes one JSON line per input with CPython's tree
# ({"tree": NODE}) or its syntax error ({"error": MSG, "line": L, "column": C}). Nodes are objects with "t" (the
# ast class name), "s" (span: lineno, col_offset, end_lineno, end_col_offset, column, end_column; columns in
# code points, 1-based) and the CPython fields. Used by the validator tests until the Java parser is on main.
import ast
import json
import sys


def column(lines, lineno, byte_offset):
    if lineno < 1 or lineno > len(lines):
        return byte_offset + 1
    return len(lines[lineno - 1][:byte_offset].decode('utf-8', 'replace')) + 1


def const(v):
    if v is None:
        return {'k': 'none'}
    if v is Ellipsis:
        return {'k': 'ellipsis'}
    if isinstance(v, bool):
        return {'k': 'bool', 'v': v}
    if isinstance(v, int):
        return {'k': 'int', 'v': str(v)}
    if isinstance(v, float):
        return {'k': 'float', 'v': repr(v)}
    if isinstance(v, complex):
        return {'k': 'complex', 'v': repr(v.imag)}
    if isinstance(v, str):
        return {'k': 'str', 'v': v}
    if isinstance(v, bytes):
        return {'k': 'bytes', 'v': v.hex()}
    raise ValueError(type(v))


def conv(node, lines):
    if isinstance(node, list):
        return [conv(x, lines) for x in node]
    if node is None or isinstance(node, (str, int, bool)):
        return node
    if not isinstance(node, ast.AST):
        return const(node)
    out = {'t': type(node).__name__}
    if isinstance(node, (ast.expr_context, ast.operator, ast.unaryop, ast.cmpop, ast.boolop)):
        return out
    if hasattr(node, 'lineno') and hasattr(node, 'end_lineno'):
        out['s'] = [node.lineno, node.col_offset, node.end_lineno, node.end_col_offset,
                    column(lines, node.lineno, node.col_offset), column(lines, node.end_lineno, node.end_col_offset)]
    for name, value in ast.iter_fields(node):
        if isinstance(node, (ast.Constant, ast.MatchSingleton)) and name == 'value':
            out[name] = const(value)
        else:
            out[name] = conv(value, lines)
    return out


for raw in sys.stdin:
    code = json.loads(raw)['code']
    lines = code.encode('utf-8').split(b'\n')
    try:
        tree = ast.parse(code)
        print(json.dumps({'tree': conv(tree, lines)}))
    except SyntaxError as e:
        print(json.dumps({'error': e.msg, 'line': e.lineno or 0, 'column': e.offset or 0}))
    sys.stdout.flush()
