# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import heapq
W, H = 120, 120
walls = set()
x = 99
for i in range(3500):
    x = (x * 69069 + 1) % 2**32
    walls.add((x % W, (x >> 16) % H))
walls.discard((0, 0)); walls.discard((W - 1, H - 1))
def neighbors(p):
    x, y = p
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        q = (x + dx, y + dy)
        if 0 <= q[0] < W and 0 <= q[1] < H and q not in walls:
            yield q
def astar(start, goal):
    openq = [(0, start)]
    g = {start: 0}
    came = {}
    while openq:
        _, cur = heapq.heappop(openq)
        if cur == goal:
            path = [cur]
            while cur in came:
                cur = came[cur]; path.append(cur)
            return path[::-1]
        for n in neighbors(cur):
            ng = g[cur] + 1
            if ng < g.get(n, 1 << 30):
                g[n] = ng; came[n] = cur
                heapq.heappush(openq, (ng + abs(n[0] - goal[0]) + abs(n[1] - goal[1]), n))
    return None
for goal in [(W - 1, H - 1), (W // 2, H - 1), (W - 1, 0)]:
    p = astar((0, 0), goal)
    print(goal, len(p) if p else None)
