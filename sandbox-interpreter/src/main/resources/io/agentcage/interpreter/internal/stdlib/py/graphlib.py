"""Topological sorting of graphs of hashable nodes (CPython's graphlib): TopologicalSorter and CycleError."""

__all__ = ['TopologicalSorter', 'CycleError']

# a node's predecessor count, or one of these states once it was handed out or marked done
_PASSED_OUT = -1
_FINISHED = -2
_END = object()


class _Node:
    __slots__ = ('node', 'waiting', 'successors')

    def __init__(self, node):
        self.node = node
        self.waiting = 0
        self.successors = []


class CycleError(ValueError):
    """Raised by prepare() when the graph has a cycle; args[1] lists the cycle, first node repeated at the end."""


class TopologicalSorter:
    """Sorts a graph of hashable nodes topologically, all at once (static_order) or in parallel-ready batches."""

    def __init__(self, graph=None):
        self._nodes = {}
        self._ready = None
        self._handed_out = 0
        self._finished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _entry(self, node):
        entry = self._nodes.get(node)
        if entry is None:
            entry = self._nodes[node] = _Node(node)
        return entry

    def add(self, node, *predecessors):
        """Adds node and edges from each predecessor to it; nodes may be added more than once."""
        if self._ready is not None:
            raise ValueError('Nodes cannot be added after a call to prepare()')
        entry = self._entry(node)
        entry.waiting += len(predecessors)
        for p in predecessors:
            self._entry(p).successors.append(node)

    def prepare(self):
        """Marks the graph finished; raises CycleError when it has a cycle."""
        if self._ready is not None:
            raise ValueError('cannot prepare() more than once')
        self._ready = [e.node for e in self._nodes.values() if e.waiting == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError('nodes are in a cycle', cycle)

    def get_ready(self):
        """Returns a tuple of all nodes whose predecessors are done and that were not returned before."""
        if self._ready is None:
            raise ValueError('prepare() must be called first')
        batch = tuple(self._ready)
        for node in batch:
            self._nodes[node].waiting = _PASSED_OUT
        self._ready.clear()
        self._handed_out += len(batch)
        return batch

    def is_active(self):
        """Whether more progress is possible: nodes are ready or handed out but not yet done."""
        if self._ready is None:
            raise ValueError('prepare() must be called first')
        return self._finished < self._handed_out or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        """Marks nodes returned by get_ready() as processed, which may make their successors ready."""
        if self._ready is None:
            raise ValueError('prepare() must be called first')
        for node in nodes:
            entry = self._nodes.get(node)
            if entry is None:
                raise ValueError(f'node {node!r} was not added using add()')
            if entry.waiting != _PASSED_OUT:
                if entry.waiting >= 0:
                    raise ValueError(f'node {node!r} was not passed out (still not ready)')
                raise ValueError(f'node {node!r} was already marked done')
            entry.waiting = _FINISHED
            for successor in entry.successors:
                following = self._nodes[successor]
                following.waiting -= 1
                if following.waiting == 0:
                    self._ready.append(successor)
            self._finished += 1

    def _find_cycle(self):
        # depth-first over the successor lists from each node in insertion order; a node met again while it is
        # still on the path closes a cycle
        visited = set()
        for start in self._nodes:
            if start in visited:
                continue
            path = [start]
            on_path = {start: 0}
            visited.add(start)
            pending = [iter(self._nodes[start].successors)]
            while pending:
                node = next(pending[-1], _END)
                if node is _END:
                    pending.pop()
                    del on_path[path.pop()]
                    continue
                if node in on_path:
                    return path[on_path[node]:] + [node]
                if node in visited:
                    continue
                visited.add(node)
                on_path[node] = len(path)
                path.append(node)
                pending.append(iter(self._nodes[node].successors))
        return None

    def static_order(self):
        """Yields every node in a topological order (prepare() is called here)."""
        self.prepare()
        while self.is_active():
            batch = self.get_ready()
            yield from batch
            self.done(*batch)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)
