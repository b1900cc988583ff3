# expect: REJECTED
# The validator refuses escape attempts before anything runs (exit code 3), and says why.
# Run it with: ./agentcage run examples/rejected.py
import subprocess

print(subprocess.run(["cat", "/etc/passwd"], capture_output=True).stdout)
