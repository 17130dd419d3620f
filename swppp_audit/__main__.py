from swppp_audit.cli import entry

entry()
