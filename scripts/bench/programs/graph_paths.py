# Graphs in dicts and sets: BFS components, Dijkstra with heapq, topological order of a DAG.
import heapq
from collections import deque


def make_graph(n, degree):
    seed = 99
    adj = {i: {} for i in range(n)}
    for u in range(n):
        for _ in range(degree):
            seed = (seed * 1664525 + 1013904223) % 4294967296
            v = seed % n
            if v != u:
                w = 1 + (seed >> 12) % 20
                adj[u][v] = w
                adj[v][u] = w
    return adj


def components(adj):
    seen = set()
    sizes = []
    for start in adj:
        if start in seen:
            continue
        seen.add(start)
        queue = deque([start])
        size = 0
        while queue:
            u = queue.popleft()
            size += 1
            for v in adj[u]:
                if v not in seen:
                    seen.add(v)
                    queue.append(v)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def dijkstra(adj, src):
    dist = {src: 0}
    heap = [(0, src)]
    done = set()
    while heap:
        d, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        for v, w in adj[u].items():
            nd = d + w
            if nd < dist.get(v, 1 << 60):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


def topo(n):
    edges = {i: [j for j in (i * 2 + 1, i * 3 + 2, i + 7) if j < n] for i in range(n)}
    indeg = dict.fromkeys(range(n), 0)
    for i in edges:
        for j in edges[i]:
            indeg[j] += 1
    ready = [i for i in range(n) if indeg[i] == 0]
    order = []
    while ready:
        i = ready.pop()
        order.append(i)
        for j in edges[i]:
            indeg[j] -= 1
            if indeg[j] == 0:
                ready.append(j)
    return order


G = make_graph(6000, 3)
print(components(G)[:5])
D = dijkstra(G, 0)
print(len(D), max(D.values()), sum(D.values()) % 100003)
ORDER = topo(20000)
print(len(ORDER), ORDER[:8], ORDER[-3:])
print(len(set(D) & set(range(0, 6000, 2))), len({d % 37 for d in D.values()}))
