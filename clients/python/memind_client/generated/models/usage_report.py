from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
    from ..models.usage_budget import UsageBudget
    from ..models.usage_day import UsageDay
    from ..models.usage_job import UsageJob
    from ..models.usage_model import UsageModel
    from ..models.usage_purpose import UsagePurpose
    from ..models.usage_totals import UsageTotals
    from ..models.usage_user import UsageUser


T = TypeVar("T", bound="UsageReport")


@_attrs_define
class UsageReport:
    """
    Attributes:
        from_ (datetime.datetime):
        to (datetime.datetime):
        totals (UsageTotals):
        days (list[UsageDay]):
        purposes (list[UsagePurpose]):
        models (list[UsageModel]):
        jobs (list[UsageJob]):
        top_users (list[UsageUser]):
        budget (UsageBudget):
    """

    from_: datetime.datetime
    to: datetime.datetime
    totals: UsageTotals
    days: list[UsageDay]
    purposes: list[UsagePurpose]
    models: list[UsageModel]
    jobs: list[UsageJob]
    top_users: list[UsageUser]
    budget: UsageBudget
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.usage_budget import UsageBudget  # noqa: PLC0415
        from ..models.usage_day import UsageDay  # noqa: PLC0415
        from ..models.usage_job import UsageJob  # noqa: PLC0415
        from ..models.usage_model import UsageModel  # noqa: PLC0415
        from ..models.usage_purpose import UsagePurpose  # noqa: PLC0415
        from ..models.usage_totals import UsageTotals  # noqa: PLC0415
        from ..models.usage_user import UsageUser  # noqa: PLC0415

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        totals = self.totals.to_dict()

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)

        purposes = []
        for purposes_item_data in self.purposes:
            purposes_item = purposes_item_data.to_dict()
            purposes.append(purposes_item)

        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        jobs = []
        for jobs_item_data in self.jobs:
            jobs_item = jobs_item_data.to_dict()
            jobs.append(jobs_item)

        top_users = []
        for top_users_item_data in self.top_users:
            top_users_item = top_users_item_data.to_dict()
            top_users.append(top_users_item)

        budget = self.budget.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "totals": totals,
                "days": days,
                "purposes": purposes,
                "models": models,
                "jobs": jobs,
                "top_users": top_users,
                "budget": budget,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_budget import UsageBudget  # noqa: PLC0415
        from ..models.usage_day import UsageDay  # noqa: PLC0415
        from ..models.usage_job import UsageJob  # noqa: PLC0415
        from ..models.usage_model import UsageModel  # noqa: PLC0415
        from ..models.usage_purpose import UsagePurpose  # noqa: PLC0415
        from ..models.usage_totals import UsageTotals  # noqa: PLC0415
        from ..models.usage_user import UsageUser  # noqa: PLC0415

        d = dict(src_dict)
        from_ = datetime.datetime.fromisoformat(d.pop("from"))

        to = datetime.datetime.fromisoformat(d.pop("to"))

        totals = UsageTotals.from_dict(d.pop("totals"))

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = UsageDay.from_dict(days_item_data)

            days.append(days_item)

        purposes = []
        _purposes = d.pop("purposes")
        for purposes_item_data in _purposes:
            purposes_item = UsagePurpose.from_dict(purposes_item_data)

            purposes.append(purposes_item)

        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = UsageModel.from_dict(models_item_data)

            models.append(models_item)

        jobs = []
        _jobs = d.pop("jobs")
        for jobs_item_data in _jobs:
            jobs_item = UsageJob.from_dict(jobs_item_data)

            jobs.append(jobs_item)

        top_users = []
        _top_users = d.pop("top_users")
        for top_users_item_data in _top_users:
            top_users_item = UsageUser.from_dict(top_users_item_data)

            top_users.append(top_users_item)

        budget = UsageBudget.from_dict(d.pop("budget"))

        usage_report = cls(
            from_=from_,
            to=to,
            totals=totals,
            days=days,
            purposes=purposes,
            models=models,
            jobs=jobs,
            top_users=top_users,
            budget=budget,
        )

        usage_report.additional_properties = d
        return usage_report

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
