"""Command-line commands other than playing: `uno-table review` and the scenario runner."""
