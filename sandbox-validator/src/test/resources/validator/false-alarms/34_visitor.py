# An expression evaluator with node classes and a visitor dispatching on type(node).__name__.
class Node:
    def __repr__(self):
        args = ', '.join(f'{k}={v!r}' for k, v in vars(self).items())
        return f'{type(self).__name__}({args})'


class Num(Node):
    def __init__(self, value):
        self.value = value


class BinOp(Node):
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


class Neg(Node):
    def __init__(self, operand):
        self.operand = operand


class Visitor:
    def visit(self, node):
        method = getattr(self, 'visit_' + type(node).__name__, self.generic_visit)
        return method(node)

    def generic_visit(self, node):
        raise TypeError(f'no visit_{type(node).__name__}')


class Evaluator(Visitor):
    OPS = {'+': lambda a, b: a + b, '*': lambda a, b: a * b, '-': lambda a, b: a - b}

    def visit_Num(self, node):
        return node.value

    def visit_BinOp(self, node):
        return self.OPS[node.op](self.visit(node.left), self.visit(node.right))

    def visit_Neg(self, node):
        return -self.visit(node.operand)


class Printer(Visitor):
    def visit_Num(self, node):
        return str(node.value)

    def visit_BinOp(self, node):
        return f'({self.visit(node.left)} {node.op} {self.visit(node.right)})'

    def visit_Neg(self, node):
        return '-' + self.visit(node.operand)


tree = BinOp('+', Num(2), BinOp('*', Neg(Num(3)), Num(4)))
print(Printer().visit(tree), '=', Evaluator().visit(tree))
print(tree.left, hasattr(Evaluator, 'visit_Neg'), hasattr(Printer(), 'visit_Call'))
try:
    Evaluator().visit(Node())
except TypeError as e:
    print(e)
