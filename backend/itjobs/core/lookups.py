"""`field__any_of=[...]`: `IN (...)` for a long list of plain values, sent as one array on PostgreSQL.

`__in` sends one placeholder per value, and each value is prepared by the field, split into the
statement by the driver and parsed by the server: for a batch of 500 ids that was more work than
the lookup itself. `= ANY(%s)` sends the list as one parameter. Values are strings or integers, used
as they are (no field preparation): for anything else use `__in`.
"""

from typing import Any

from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import BigIntegerField, CharField, ForeignKey
from django.db.models.lookups import In
from django.db.models.sql.compiler import SQLCompiler


class AnyOf(In):
    lookup_name = "any_of"

    def get_prep_lookup(self) -> Any:
        values = list(self.rhs)
        if any(not isinstance(value, str | int) or isinstance(value, bool) for value in values):
            raise TypeError("any_of takes strings or integers; use __in for other values")
        return values

    def as_postgresql(self, compiler: SQLCompiler, connection: BaseDatabaseWrapper) -> tuple[str, list[Any]]:
        lhs, lhs_params = self.process_lhs(compiler, connection)
        return f"{lhs} = ANY(%s)", [*lhs_params, self.rhs]


CharField.register_lookup(AnyOf)
BigIntegerField.register_lookup(AnyOf)
ForeignKey.register_lookup(AnyOf)
