# expect: TIMEOUT
# Limits are enforced inside the sandbox: this runaway loop is stopped at the deadline (or by the step budget,
# whichever comes first); the host is unaffected and the result names the limit (exit code 4).
# Run it with: ./agentcage run --timeout 1s examples/limits.py
total = 0
while True:
    total += 1
