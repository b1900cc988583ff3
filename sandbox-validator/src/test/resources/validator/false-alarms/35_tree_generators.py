# A tree with recursive generators, yield from, structural equality and a custom __hash__.
class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = list(children)

    def __iter__(self):
        yield self.value
        for child in self.children:
            yield from child

    def walk(self, depth=0):
        yield depth, self.value
        for child in self.children:
            yield from child.walk(depth + 1)

    def __eq__(self, other):
        return isinstance(other, Tree) and self.value == other.value and self.children == other.children

    def __hash__(self):
        return hash((self.value, tuple(self.children)))

    def __len__(self):
        return 1 + sum(len(c) for c in self.children)


t = Tree(1, Tree(2, Tree(4)), Tree(3))
print(list(t), len(t), max(t), sorted(t, reverse=True))
print('\n'.join('  ' * d + str(v) for d, v in t.walk()))
print(t == Tree(1, Tree(2, Tree(4)), Tree(3)), len({t, Tree(1, Tree(2, Tree(4)), Tree(3))}))
