"""Running: the stages joined for one PDF or a folder, each document in a child with its limits."""
