# expect: REJECTED
# The validator refuses escape attempts before anything runs (exit code 3), and says why.
# Run it with: ./agentcage run --policy strict examples/rejected.py
import os

print(os.listdir("/"))
