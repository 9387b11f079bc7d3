"""``python -m scorer.cli``: the ``nile`` command, as the console script runs it."""

from scorer.cli.process import main

main()
