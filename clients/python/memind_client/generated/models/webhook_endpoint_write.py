from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_event_type_enum import WebhookEventTypeEnum
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="WebhookEndpointWrite")


@_attrs_define
class WebhookEndpointWrite:
    """
    Attributes:
        url (str): Absolute http:// or https:// URL.
        events (list[WebhookEventTypeEnum] | Unset): Event types to receive; every type when left out at creation.
        description (str | Unset):
        is_active (bool | Unset): Off: deliveries wait until it is on again.
    """

    url: str
    events: list[WebhookEventTypeEnum] | Unset = UNSET
    description: str | Unset = UNSET
    is_active: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)

        description = self.description

        is_active = self.is_active

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
            }
        )
        if events is not UNSET:
            field_dict["events"] = events
        if description is not UNSET:
            field_dict["description"] = description
        if is_active is not UNSET:
            field_dict["is_active"] = is_active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _events = d.pop("events", UNSET)
        events: list[WebhookEventTypeEnum] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = WebhookEventTypeEnum(events_item_data)

                events.append(events_item)

        description = d.pop("description", UNSET)

        is_active = d.pop("is_active", UNSET)

        webhook_endpoint_write = cls(
            url=url,
            events=events,
            description=description,
            is_active=is_active,
        )

        webhook_endpoint_write.additional_properties = d
        return webhook_endpoint_write

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
