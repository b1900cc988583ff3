# A linked list with len, iteration, reversal, indexing with slices, and equality.
class Node:
    __slots__ = ('value', 'next')

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self._len = 0
        for x in reversed(list(items)):
            self.push(x)

    def push(self, value):
        self.head = Node(value, self.head)
        self._len += 1

    def __len__(self):
        return self._len

    def __iter__(self):
        node = self.head
        while node:
            yield node.value
            node = node.next

    def __reversed__(self):
        return iter(list(self)[::-1])

    def __getitem__(self, index):
        if isinstance(index, slice):
            return LinkedList(list(self)[index])
        if index < 0:
            index += len(self)
        for i, v in enumerate(self):
            if i == index:
                return v
        raise IndexError('list index out of range')

    def __eq__(self, other):
        return list(self) == list(other)

    def __repr__(self):
        return 'LinkedList(%r)' % list(self)


ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll), ll[0], ll[-1], ll[1:3], list(reversed(ll)))
print(ll == LinkedList([1, 2, 3, 4]), 3 in ll)
try:
    ll[10]
except IndexError as e:
    print(e)
