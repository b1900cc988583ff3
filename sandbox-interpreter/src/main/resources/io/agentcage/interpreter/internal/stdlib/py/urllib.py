"""URL handling (urllib): urllib.request opens http and https URLs through the sandbox's host, under the executor's
network policy; urllib.error holds its exceptions."""
