from swppp_audit.cli import run

run()
