"""The web page: a local server for one reviewer, and its JSON API."""
