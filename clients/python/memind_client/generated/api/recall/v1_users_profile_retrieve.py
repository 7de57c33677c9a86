from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.profile import Profile
from ...models.v1_users_profile_retrieve_format import V1UsersProfileRetrieveFormat
from ...models.v1_users_profile_retrieve_lang import V1UsersProfileRetrieveLang
from ...types import UNSET, Unset
from typing import cast
import datetime


def _get_kwargs(
    user_id: str,
    *,
    as_of: datetime.datetime | Unset = UNSET,
    format_: V1UsersProfileRetrieveFormat | Unset = UNSET,
    lang: V1UsersProfileRetrieveLang | Unset = UNSET,
    now: datetime.datetime | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_as_of: str | Unset = UNSET
    if not isinstance(as_of, Unset):
        json_as_of = as_of.isoformat()
    params["as_of"] = json_as_of

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    json_now: str | Unset = UNSET
    if not isinstance(now, Unset):
        json_now = now.isoformat()
    params["now"] = json_now

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/users/{user_id}/profile/".format(
            user_id=quote(str(user_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Profile | None:
    if response.status_code == 200:
        response_200 = Profile.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | Profile]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    format_: V1UsersProfileRetrieveFormat | Unset = UNSET,
    lang: V1UsersProfileRetrieveLang | Unset = UNSET,
    now: datetime.datetime | Unset = UNSET,
) -> Response[Error | Profile]:
    """MEMORY.md as JSON sections; ``?format=md`` gives text/markdown. ``as_of``: the profile as
    it stood at that moment (what Memind believed then); ``now``: strengths computed then.

    Args:
        user_id (str):
        as_of (datetime.datetime | Unset):
        format_ (V1UsersProfileRetrieveFormat | Unset):
        lang (V1UsersProfileRetrieveLang | Unset):
        now (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Profile]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        as_of=as_of,
        format_=format_,
        lang=lang,
        now=now,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    format_: V1UsersProfileRetrieveFormat | Unset = UNSET,
    lang: V1UsersProfileRetrieveLang | Unset = UNSET,
    now: datetime.datetime | Unset = UNSET,
) -> Error | Profile | None:
    """MEMORY.md as JSON sections; ``?format=md`` gives text/markdown. ``as_of``: the profile as
    it stood at that moment (what Memind believed then); ``now``: strengths computed then.

    Args:
        user_id (str):
        as_of (datetime.datetime | Unset):
        format_ (V1UsersProfileRetrieveFormat | Unset):
        lang (V1UsersProfileRetrieveLang | Unset):
        now (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Profile
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
        as_of=as_of,
        format_=format_,
        lang=lang,
        now=now,
    ).parsed


async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    format_: V1UsersProfileRetrieveFormat | Unset = UNSET,
    lang: V1UsersProfileRetrieveLang | Unset = UNSET,
    now: datetime.datetime | Unset = UNSET,
) -> Response[Error | Profile]:
    """MEMORY.md as JSON sections; ``?format=md`` gives text/markdown. ``as_of``: the profile as
    it stood at that moment (what Memind believed then); ``now``: strengths computed then.

    Args:
        user_id (str):
        as_of (datetime.datetime | Unset):
        format_ (V1UsersProfileRetrieveFormat | Unset):
        lang (V1UsersProfileRetrieveLang | Unset):
        now (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Profile]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        as_of=as_of,
        format_=format_,
        lang=lang,
        now=now,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    format_: V1UsersProfileRetrieveFormat | Unset = UNSET,
    lang: V1UsersProfileRetrieveLang | Unset = UNSET,
    now: datetime.datetime | Unset = UNSET,
) -> Error | Profile | None:
    """MEMORY.md as JSON sections; ``?format=md`` gives text/markdown. ``as_of``: the profile as
    it stood at that moment (what Memind believed then); ``now``: strengths computed then.

    Args:
        user_id (str):
        as_of (datetime.datetime | Unset):
        format_ (V1UsersProfileRetrieveFormat | Unset):
        lang (V1UsersProfileRetrieveLang | Unset):
        now (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Profile
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            client=client,
            as_of=as_of,
            format_=format_,
            lang=lang,
            now=now,
        )
    ).parsed
