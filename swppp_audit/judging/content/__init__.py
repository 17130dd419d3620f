"""Kinds of content test, each coded once and naming no item: whether a sentence or a passage
gives what it names, or only points to it, puts it off, says it does not exist, or is material
bound with the plan rather than the plan's own statement. The matcher (swppp_audit.judging.match)
applies them to every item alike; the words they read are language.yaml's."""
