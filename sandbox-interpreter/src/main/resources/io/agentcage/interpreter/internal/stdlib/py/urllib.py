"""URL handling (urllib): urllib.parse splits, joins and quotes URLs; urllib.request opens http and https URLs
through the sandbox's host, under the executor's network policy; urllib.error holds its exceptions."""
