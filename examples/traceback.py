# expect: PYTHON_ERROR
# Errors come back as CPython-style tracebacks with the guest's line numbers, which models repair code from.
# Run it with: ./agentcage run examples/traceback.py
def average(values):
    return sum(values) / len(values)


def report(groups):
    for name, values in groups.items():
        print(f"{name}: {average(values):.2f}")


report({"north": [3, 5, 8], "south": []})
