# Item updates and unpacking in a float loop (the VM's fused stores): tuples unpacked into locals, x = a op b stored
# at once, v[k] op= x on lists of floats, + and - on small ints; 20,000 iterations over two small records.
def run(n):
    recs = [([0.0, 1.0, 2.0], [0.5, -0.5, 0.25], 1.5), ([3.0, -1.0, 0.5], [-0.25, 0.125, 0.5], 0.75)]
    k = 0
    for i in range(n):
        for pos, vel, m in recs:
            dx = pos[0] - vel[0]
            dy = pos[1] - vel[1]
            d2 = dx * dx + dy * dy + 1.0
            pos[0] += vel[0] * 0.01
            pos[1] -= vel[1] * 0.01
            vel[2] *= 0.99999
            vel[0] -= dx * m / d2 * 0.001
            k = k + 1 - (i & 1)
    a, b = recs
    return round(a[0][0] + b[0][1], 6), round(a[1][2], 9), k


print(run(20000))
