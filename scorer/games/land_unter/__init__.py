"""Land Unter (Stefan Dorra): ``engine`` (the rules), ``moves`` (the move types), ``tally`` (end-of-round
counts scored without the tricks) and ``record`` (the record format, its reader and writer)."""
