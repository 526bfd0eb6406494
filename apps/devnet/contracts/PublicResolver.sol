// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IENSOwner {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address owner_, address operator) external view returns (bool);
}

/// An on-chain ENS resolver for the Portico devnet with the profiles an ENS primary name needs:
/// `addr` (EIP-137, coin type 60), multichain `addr(node, coinType)` (ENSIP-9/11, with ENSIP-19's
/// default EVM address, coin type `0x80000000`, answering an EVM coin type that has none of its own),
/// `name` (EIP-181, the reverse record) and `text` (EIP-634, e.g. `avatar`). Only the registry owner of
/// a node (or its approved operator) writes its records.
/// Written for Portico after the interface of ENS's MIT-licensed PublicResolver.
contract PublicResolver {
    IENSOwner public immutable ens;

    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;
    mapping(bytes32 => mapping(uint256 => bytes)) private coinAddresses;

    uint256 private constant COIN_TYPE_ETH = 60;
    uint256 private constant COIN_TYPE_DEFAULT = 0x80000000;

    event AddrChanged(bytes32 indexed node, address a);
    event AddressChanged(bytes32 indexed node, uint256 coinType, bytes newAddress);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    modifier authorised(bytes32 node) {
        address nodeOwner = ens.owner(node);
        require(
            nodeOwner == msg.sender || ens.isApprovedForAll(nodeOwner, msg.sender), "PublicResolver: not authorised"
        );
        _;
    }

    constructor(IENSOwner ens_) {
        ens = ens_;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    /// Sets the address of another coin type (coin type 60 is `setAddr(node, address)`).
    function setAddr(bytes32 node, uint256 coinType, bytes calldata a) external authorised(node) {
        require(coinType != COIN_TYPE_ETH, "PublicResolver: coin type 60 is setAddr(node, address)");
        coinAddresses[node][coinType] = a;
        emit AddressChanged(node, coinType, a);
    }

    function setName(bytes32 node, string calldata name_) external authorised(node) {
        names[node] = name_;
        emit NameChanged(node, name_);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    /// The Ethereum address (coin type 60), else the default EVM address.
    function addr(bytes32 node) external view returns (address) {
        address eth = addresses[node];
        if (eth != address(0)) return eth;
        bytes memory fallbackAddress = coinAddresses[node][COIN_TYPE_DEFAULT];
        return fallbackAddress.length == 20 ? address(bytes20(fallbackAddress)) : address(0);
    }

    /// The address of a coin type; an EVM coin type (60, or `0x80000000 | chainId`) with none of its
    /// own answers the default EVM address (coin type `0x80000000`), as ENSIP-19 says.
    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory a) {
        if (coinType == COIN_TYPE_ETH) {
            address eth = addresses[node];
            a = eth == address(0) ? bytes("") : abi.encodePacked(eth);
        } else {
            a = coinAddresses[node][coinType];
        }
        bool evm = coinType == COIN_TYPE_ETH || (coinType & COIN_TYPE_DEFAULT != 0 && coinType >> 32 == 0);
        if (a.length == 0 && evm) a = coinAddresses[node][COIN_TYPE_DEFAULT];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0xf1cb7e06 // addr(bytes32,uint256)
            || interfaceId == 0x691f3431 // name(bytes32)
            || interfaceId == 0x59d1d43c; // text(bytes32,string)
    }
}
